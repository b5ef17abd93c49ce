# A house rule for the Russian rules' Wild Custom: the table agreed on a Wild Skip.
variant russian_custom_skip
extends russian
title "Russian rules - Wild Custom agreed as a Wild Skip"
title[fa] "قوانین روسی - رنگین‌کمان دلخواه به‌عنوان رنگین‌کمان پرش"
title[tr] "Rus kuralları - Serbest Joker, Geçer Joker olarak"
title[ru] "Русские правила — «Дикая пользовательская» как дикий «Пропуск хода»"
about "The Russian rules, with the Wild Custom agreed before the game as a Wild Skip: the next player loses their turn and draws nothing."
about[fa] "قوانین روسی، با این توافق پیش از بازی که رنگین‌کمان دلخواه مثل رنگین‌کمان پرش باشد: بازیکن بعدی نوبتش را از دست می‌دهد و کارتی نمی‌کشد."
about[tr] "Rus kuralları; Serbest Joker oyundan önce bir Geçer Joker olarak kararlaştırılmıştır: sonraki oyuncunun sırası geçer ve kart çekmez."
about[ru] "Русские правила, в которых перед игрой договорились, что «Дикая пользовательская» — это дикий «Пропуск хода»: следующий игрок пропускает ход и карт не берёт."

on wild_custom: player chooses colour, next loses turn
note "This is the agreement made before the game: the next player loses their turn and draws nothing."
note[fa] "این همان توافقِ پیش از بازی است: بازیکن بعدی نوبتش را از دست می‌دهد و کارتی نمی‌کشد."
note[tr] "Oyundan önce yapılan anlaşma budur: sonraki oyuncunun sırası geçer ve kart çekmez."
note[ru] "Это и есть договорённость перед игрой: следующий игрок пропускает ход и карт не берёт."
designer "This is the only line that differs from russian."
