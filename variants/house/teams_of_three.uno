variant teams_of_three
extends standard
title "House rule: two teams of three"
title[fa] "قانون خانگی: دو تیم سه‌نفره"
title[tr] "Ev kuralı: üçer kişilik iki takım"
title[ru] "Домашнее правило: две команды по трое"
about "Six players in two teams of three, every other player a partner. When a player goes out the round ends, and their whole team scores the points left in the three opposing hands."
about[fa] "شش بازیکن در دو تیم سه‌نفره، یکی در میان هم‌تیمی‌اند. وقتی بازیکنی کارت‌هایش تمام شود دور تمام می‌شود و همهٔ تیمش امتیاز کارت‌های مانده در دست سه حریف را می‌گیرند."
about[tr] "Üçer kişilik iki takımda altı oyuncu, her iki oyuncudan biri takım arkadaşıdır. Bir oyuncu elini bitirince tur biter ve bütün takımı, üç rakibin elinde kalan puanları alır."
about[ru] "Шесть игроков в двух командах по трое: партнёры сидят через одного. Когда игрок избавляется от карт, раунд заканчивается, и вся его команда получает очки, оставшиеся в руках трёх соперников."

players 6 to 6
teams: alternate seats
reading "Partners sit every other seat: seats 0, 2 and 4 are one team, seats 1, 3 and 5 the other, so no one sits beside a partner."
reading[fa] "هم‌تیمی‌ها یکی در میان می‌نشینند: صندلی‌های ۰، ۲ و ۴ یک تیم‌اند و ۱، ۳ و ۵ تیم دیگر، پس هیچ‌کس کنار هم‌تیمی‌اش نمی‌نشیند."
reading[tr] "Takım arkadaşları birer atlayarak oturur: 0, 2 ve 4 numaralı yerler bir takım, 1, 3 ve 5 öbür takımdır; kimse takım arkadaşının yanında oturmaz."
reading[ru] "Партнёры сидят через одного: места 0, 2 и 4 — одна команда, 1, 3 и 5 — другая, так что никто не сидит рядом с партнёром."
scoring: teams score the other hands
