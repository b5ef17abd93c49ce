variant teams_of_three
extends standard
title "House rule: two teams of three"
title[fa] "قانون خانگی: دو تیم سه‌نفره"
title[tr] "Ev kuralı: üçer kişilik iki takım"
title[ru] "Домашнее правило: две команды по трое"
about "Six players in two teams of three, teammates sitting in every other seat. When a player goes out the round ends, and their whole team scores the points of the cards left in the three opponents' hands."
about[fa] "شش بازیکن در دو تیم سه‌نفره، یکی در میان هم‌تیمی‌اند. وقتی بازیکنی کارت‌هایش تمام شود دور تمام می‌شود و همهٔ تیمش امتیاز کارت‌های مانده در دست سه حریف را می‌گیرند."
about[tr] "Altı oyuncu üçer kişilik iki takım kurar; takım arkadaşları birer atlayarak oturur. Bir oyuncu elini bitirince tur biter ve takımındaki herkes, üç rakibin elinde kalan kartların puanlarını alır."
about[ru] "Шесть игроков в двух командах по трое: партнёры сидят через одного. Когда игрок избавляется от карт, раунд заканчивается, и вся его команда получает очки за карты, оставшиеся на руках у трёх соперников."

players 6 to 6
teams: alternate seats
reading "Teammates sit in every other seat, so both neighbours of every player are opponents."
reading[fa] "هم‌تیمی‌ها یکی در میان می‌نشینند، پس دو بغل‌دستی هر بازیکن همیشه از تیم حریف‌اند."
reading[tr] "Takım arkadaşları birer atlayarak oturur; böylece her oyuncunun iki yanındakiler de rakiptir."
reading[ru] "Партнёры сидят через одного, так что соседи по столу всегда из разных команд."
scoring: teams score the other hands
