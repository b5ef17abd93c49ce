variant forced_play
extends standard
title "House rule: forced play"
title[fa] "قانون خانگی: بازی اجباری"
title[tr] "Ev kuralı: zorunlu oyun"
title[ru] "Домашнее правило: обязательный ход"
about "A player who can play must play: drawing is allowed only without a playable card, and a drawn card that can be played must be played."
about[fa] "بازیکنی که می‌تواند بازی کند باید بازی کند: کشیدن فقط وقتی مجاز است که کارت قابل بازی نداشته باشد، و کارت کشیده‌شده‌ای که قابل بازی است باید بازی شود."
about[tr] "Oynayabilen oyuncu oynamak zorundadır: kart çekmek yalnızca oynanabilir kart yokken serbesttir ve çekilen kart oynanabiliyorsa oynanmalıdır."
about[ru] "Кто может сыграть, тот обязан сыграть: брать карту можно, только если нечем сыграть, а взятую карту, если её можно сыграть, нужно сыграть."

draw: one card, must play it, only without a playable card
note "A Wild Draw Four that would break its colour rule is a bluff, never a duty: a player who holds only that may still draw, and a drawn one need not be played."
note[fa] "رنگین‌کمان چهار کارت بکشی که قانون رنگش را بشکند بلوف است، نه وظیفه: بازیکنی که فقط همان را دارد باز هم می‌تواند کارت بکشد، و اگر آن را بکشد لازم نیست بازی‌اش کند."
note[tr] "Renk kuralını bozacak bir 4 Kart Al & Joker bir blöftür, zorunluluk değil: elinde yalnızca o olan oyuncu yine kart çekebilir ve çektiği böyle bir kartı oynamak zorunda değildir."
note[ru] "«Дикая +4», которая нарушила бы своё правило цвета, — это блеф, а не обязанность: игрок, у которого есть только она, всё равно может взять карту, а взятую такую карту играть не обязательно."
