variant five_rounds
extends standard
title "House rule: five rounds"
title[fa] "قانون خانگی: پنج دور"
title[tr] "Ev kuralı: beş tur"
title[ru] "Домашнее правило: пять раундов"
about "A game of a fixed length: five rounds are played, scored as usual, and the highest total after the fifth wins."
about[fa] "بازی‌ای با طول ثابت: پنج دور بازی می‌شود و امتیازها مثل همیشه حساب می‌شوند؛ پس از دور پنجم، بالاترین مجموع برنده است."
about[tr] "Uzunluğu sabit bir oyun: beş tur oynanır, puanlar her zamanki gibi yazılır ve beşinci turdan sonra en yüksek toplam kazanır."
about[ru] "Игра длится ровно пять раундов: очки считаются как обычно, и после пятого раунда побеждает тот, у кого больше всего очков."

game ends after 5 rounds, highest total wins
reading "The fifth round ends the game whatever the scores: even 500 points or more do not end it early."
reading[fa] "دور پنجم، هر امتیازی که باشد، بازی را تمام می‌کند: رسیدن به ۵۰۰ یا بیشتر بازی را زودتر تمام نمی‌کند."
reading[tr] "Puanlar ne olursa olsun beşinci tur oyunu bitirir: 500 puana ya da daha fazlasına ulaşmak oyunu erken bitirmez."
reading[ru] "Пятый раунд заканчивает игру при любом счёте: даже 500 очков и больше не заканчивают её раньше."
