variant no_bluffing
extends standard
title "House rule: no bluffing"
title[fa] "قانون خانگی: بلوف ممنوع"
title[tr] "Ev kuralı: blöf yok"
title[ru] "Домашнее правило: без блефа"
about "A Wild Draw Four may be played only when its player has no other card they could play; there is nothing to challenge, so the next player simply draws 4 and loses the turn."
about[fa] "رنگین‌کمان چهار کارت بکش را فقط وقتی می‌شود بازی کرد که بازیکن هیچ کارت دیگری برای بازی نداشته باشد؛ چیزی برای چالش نمی‌ماند، پس بازیکن بعدی ساده ۴ کارت می‌کشد و نوبتش را از دست می‌دهد."
about[tr] "4 Kart Al & Joker yalnızca oyuncunun oynayabileceği başka bir kart yokken oynanabilir; itiraz edilecek bir şey kalmaz, sonraki oyuncu doğrudan 4 kart çeker ve sırası geçer."
about[ru] "«Дикую +4» можно сыграть, только если у игрока нет другой карты, которую можно сыграть; бросать вызов не на что, и следующий игрок просто берёт 4 карты и пропускает ход."

require wild_draw_four: no other playable card
without challenge wild_draw_four
on wild_draw_four: player chooses colour, next draws 4, next loses turn
note "A plain Wild counts as another card that could be played. A player holding two Wild Draw Fours and nothing else that could be played may play either."
note[fa] "یک رنگین‌کمان ساده هم کارت دیگری برای بازی به حساب می‌آید. بازیکنی که دو رنگین‌کمان چهار کارت بکش دارد و هیچ کارت دیگری برای بازی ندارد، می‌تواند هر کدام را بازی کند."
note[tr] "Düz bir Joker de oynanabilecek başka bir kart sayılır. İki 4 Kart Al & Joker'i olan ve oynayabileceği başka kartı olmayan oyuncu ikisinden birini oynayabilir."
note[ru] "Обычная «Дикая» тоже считается другой картой, которую можно сыграть. Игрок с двумя «Дикими +4» и без других подходящих карт может сыграть любую из них."
