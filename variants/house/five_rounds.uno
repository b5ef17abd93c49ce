variant five_rounds
extends standard
title "House rule: five rounds"
title[fa] "قانون خانگی: پنج دور"
title[tr] "Ev kuralı: beş tur"
title[ru] "Домашнее правило: пять раундов"
about "A game of a fixed length: five rounds are played, scored as usual, and the highest total after the fifth wins."
about[fa] "بازی‌ای با طول ثابت: پنج دور بازی می‌شود و امتیازها مثل همیشه حساب می‌شوند؛ پس از دور پنجم، بالاترین مجموع برنده است."
about[tr] "Uzunluğu sabit bir oyun: beş tur oynanır, puanlar her zamanki gibi yazılır ve beşinci turdan sonra en yüksek toplam kazanır."
about[ru] "Игра фиксированной длины: играется пять раундов, очки считаются как обычно, и после пятого побеждает наибольшая сумма."

game ends after 5 rounds, highest total wins
reading "The fifth round ends the game whatever the scores: a total past 500 does not end it early. On a tie the player in the lowest seat wins."
reading[fa] "دور پنجم، هر امتیازی که باشد، بازی را تمام می‌کند: مجموعی بیش از ۵۰۰ بازی را زودتر تمام نمی‌کند. در تساوی، بازیکنی که در پایین‌ترین جایگاه نشسته برنده است."
reading[tr] "Puanlar ne olursa olsun beşinci tur oyunu bitirir: 500'ü geçen bir toplam oyunu erken bitirmez. Eşitlikte en düşük numaralı yerdeki oyuncu kazanır."
reading[ru] "Пятый раунд заканчивает игру при любом счёте: сумма больше 500 не заканчивает её раньше. При равенстве побеждает игрок на месте с наименьшим номером."
