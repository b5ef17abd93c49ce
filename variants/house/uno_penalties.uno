variant uno_penalties
extends standard
title "House rule: missed UNO costs 4, a false call costs 2"
title[fa] "قانون خانگی: اونو نگفتن ۴ کارت، اونوی بی‌جا ۲ کارت"
title[tr] "Ev kuralı: UNO dememek 4, yanlış UNO 2 kart"
title[ru] "Домашнее правило: несказанное «Уно!» — 4 карты, ложное — 2"
about "A player caught without calling UNO draws 4; a player who calls UNO in their turn while holding two cards or more draws 2."
about[fa] "بازیکنی که بدون گفتن اونو گیر بیفتد ۴ کارت می‌کشد؛ بازیکنی که در نوبت خودش با دو کارت یا بیشتر اونو بگوید ۲ کارت می‌کشد."
about[tr] "UNO demeden yakalanan oyuncu 4 kart çeker; kendi sırasında iki ya da daha fazla kartı varken UNO diyen oyuncu 2 kart çeker."
about[ru] "Пойманный на том, что не сказал «Уно!», берёт 4 карты; сказавший «Уно!» в свой ход, имея две карты или больше, берёт 2."

penalty missed_uno: target draws 4
without claim penalty missed_uno costs 2 cards
claim penalty missed_uno costs 4 cards
claim penalty false_uno costs 2 cards
penalty false_uno: player draws 2
note "A false call is made in one's own turn; the caller draws the two cards and then plays on."
note[fa] "اونوی بی‌جا در نوبت خود بازیکن گفته می‌شود؛ او دو کارت را می‌کشد و سپس بازی‌اش را ادامه می‌دهد."
note[tr] "Yanlış UNO kişinin kendi sırasında söylenir; söyleyen iki kartı çeker ve sonra oynamaya devam eder."
note[ru] "Ложное «Уно!» говорят в свой ход; сказавший берёт две карты и затем продолжает ход."
