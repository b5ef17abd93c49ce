variant lowest_score_wins
extends standard
title "House rule: lowest score wins"
title[fa] "قانون خانگی: کمترین امتیاز می‌برد"
title[tr] "Ev kuralı: en düşük puan kazanır"
title[ru] "Домашнее правило: побеждает наименьший счёт"
about "Every player scores the cards left in their own hand at the end of each round; when someone reaches 500, the player with the lowest total wins."
about[fa] "در پایان هر دور، هر بازیکن امتیاز کارت‌هایی را که در دست خودش مانده می‌گیرد؛ وقتی کسی به ۵۰۰ برسد، بازیکنی که کمترین مجموع را دارد برنده است."
about[tr] "Her turun sonunda her oyuncu kendi elinde kalan kartların puanını alır; biri 500'e ulaşınca en düşük toplamı olan oyuncu kazanır."
about[ru] "В конце каждого раунда каждый игрок записывает себе очки карт, оставшихся у него в руке; когда кто-то набирает 500, побеждает игрок с наименьшей суммой."

scoring: each player scores their own hand, lowest wins
