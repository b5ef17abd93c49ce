variant casual
extends standard
title "House rule: a casual table"
title[fa] "قانون خانگی: میز خودمانی"
title[tr] "Ev kuralı: rahat bir masa"
title[ru] "Домашнее правило: непринуждённая игра"
about "No UNO calls and nobody is caught; one round is the game, and nothing is scored."
about[fa] "کسی اونو نمی‌گوید و کسی گیر نمی‌افتد؛ بازی یک دور است و امتیازی شمرده نمی‌شود."
about[tr] "UNO denmez ve kimse yakalanmaz; oyun tek turdur ve puan sayılmaz."
about[ru] "«Уно!» не говорят, и никого не ловят; игра длится один раунд, и очки не считают."

without uno
without scoring
note "Since nobody calls UNO, nobody can be caught without calling it."
note[fa] "چون کسی اونو نمی‌گوید، کسی هم به خاطر نگفتنش گیر نمی‌افتد."
note[tr] "Kimse UNO demediği için, demediği için de kimse yakalanamaz."
note[ru] "Раз «Уно!» никто не говорит, никого нельзя поймать на том, что он не сказал."
designer "Without 'uno' the missed-UNO penalty goes too: there is no call to miss."
