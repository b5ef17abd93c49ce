# UNO played by partners: the official team rules printed with the classic rules.
variant partners
extends standard
title "UNO - partners (team play)"
title[fa] "اونو: دونفره‌های هم‌تیمی (بازی گروهی)"
title[tr] "UNO - eşli oyun (takım oyunu)"
title[ru] "Уно — партнёры (командная игра)"
about "Four players in two teams of two, partners sitting opposite each other. When either partner goes out the round ends, and the team scores the points left in both opposing hands. Everything else is as in the official rules."
about[fa] "چهار بازیکن در دو تیم دونفره، هم‌تیمی‌ها روبه‌روی هم. وقتی یکی از دو هم‌تیمی کارت‌هایش تمام شود، دور تمام می‌شود و تیم امتیاز کارت‌های مانده در دست هر دو حریف را می‌گیرد. بقیه مثل قوانین رسمی است."
about[tr] "İkişerli iki takımda dört oyuncu, takım arkadaşları karşılıklı oturur. Takım arkadaşlarından biri elini bitirince tur biter ve takım, iki rakibin elinde kalan puanları alır. Geri kalan her şey resmî kurallardaki gibidir."
about[ru] "Четыре игрока в двух командах по двое, партнёры сидят друг напротив друга. Когда один из партнёров избавляется от карт, раунд заканчивается, и команда получает очки, оставшиеся в руках обоих соперников. Остальное — как в официальных правилах."

players 4 to 4
note "Partners are for four players. The players in the first and third seats are one team, the second and fourth the other."
note[fa] "بازی هم‌تیمی برای چهار نفر است. بازیکنان صندلی اول و سوم یک تیم‌اند و دوم و چهارم تیم دیگر."
note[tr] "Eşli oyun dört kişiliktir. Birinci ve üçüncü sıradaki oyuncular bir takım, ikinci ve dördüncüdekiler öbür takımdır."
note[ru] "Командная игра — для четырёх игроков. Игроки на первом и третьем местах — одна команда, на втором и четвёртом — другая."
designer "The official rules give partners for four players. Seats 0 and 2 are one team, seats 1 and 3 the other."

teams: partners sitting opposite
scoring: partners sitting opposite score the other hands
note "Both partners' scores grow by the team's points, so each player's score is their team's score. The partner's own hand does not count: it is not an opposing hand."
note[fa] "امتیاز هر دو هم‌تیمی به اندازهٔ امتیاز تیم بالا می‌رود، پس امتیاز هر بازیکن همان امتیاز تیمش است. دستِ خودِ هم‌تیمی حساب نمی‌شود: دست حریف نیست."
note[tr] "İki takım arkadaşının puanı da takımın puanı kadar artar, yani her oyuncunun puanı takımının puanıdır. Takım arkadaşının kendi eli sayılmaz: o bir rakip eli değildir."
note[ru] "Счёт обоих партнёров растёт на очки команды, так что счёт каждого игрока — это счёт его команды. Рука самого партнёра не считается: это не рука соперника."
game ends at 500 points
note "The first team to reach 500 wins."
note[fa] "اولین تیمی که به ۵۰۰ برسد برنده است."
note[tr] "500'e ilk ulaşan takım kazanır."
note[ru] "Побеждает команда, первой набравшая 500."
designer "The game's winner (in the records) is the player who went out in the last round."
