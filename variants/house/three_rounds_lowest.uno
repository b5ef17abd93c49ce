variant three_rounds_lowest
extends lowest_score_wins
title "House rule: three rounds, lowest total wins"
title[fa] "قانون خانگی: سه دور، کمترین مجموع می‌برد"
title[tr] "Ev kuralı: üç tur, en düşük toplam kazanır"
title[ru] "Домашнее правило: три раунда, побеждает наименьшая сумма"
about "Three rounds are played; at the end of each, every player scores the cards left in their own hand, and the lowest total after the third wins."
about[fa] "سه دور بازی می‌شود؛ در پایان هر دور، هر بازیکن امتیاز کارت‌هایی را که در دست خودش مانده می‌گیرد و پس از دور سوم، کمترین مجموع برنده است."
about[tr] "Üç tur oynanır; her turun sonunda her oyuncu kendi elinde kalan kartların puanını alır ve üçüncü turdan sonra en düşük toplam kazanır."
about[ru] "Играется три раунда; в конце каждого каждый игрок записывает себе очки карт, оставшихся у него в руке, и после третьего побеждает наименьшая сумма."

game ends after 3 rounds, lowest total wins
reading "The third round ends the game whatever the scores: reaching 500 does not end it early. On a tie the player in the lowest seat wins."
reading[fa] "دور سوم، هر امتیازی که باشد، بازی را تمام می‌کند: رسیدن به ۵۰۰ بازی را زودتر تمام نمی‌کند. در تساوی، بازیکنی که در پایین‌ترین جایگاه نشسته برنده است."
reading[tr] "Puanlar ne olursa olsun üçüncü tur oyunu bitirir: 500'e ulaşmak oyunu erken bitirmez. Eşitlikte en düşük numaralı yerdeki oyuncu kazanır."
reading[ru] "Третий раунд заканчивает игру при любом счёте: набранные 500 очков не заканчивают её раньше. При равенстве побеждает игрок на месте с наименьшим номером."
