variant jump_in
extends standard
title "House rule: jump-in"
title[fa] "قانون خانگی: پریدن وسط بازی"
title[tr] "Ev kuralı: araya girme"
title[ru] "Домашнее правило: вмешательство"
about "Any player may play a card identical to the top card (same colour and same face, or a Wild on the same Wild) out of turn; play then continues from the player who jumped in."
about[fa] "هر بازیکنی می‌تواند بی‌نوبت کارتی درست مثل کارت روی دسته بازی کند (همان رنگ و همان رو، یا یک رنگین‌کمان روی همان رنگین‌کمان)؛ بازی سپس از کسی که وسط پریده ادامه پیدا می‌کند."
about[tr] "Her oyuncu sırası gelmeden üstteki kartın aynısını oynayabilir (aynı renk ve aynı yüz, ya da aynı Joker üstüne aynı Joker); oyun sonra araya giren oyuncudan devam eder."
about[ru] "Любой игрок может вне очереди сыграть карту, точно такую же, как верхняя (того же цвета и с тем же значением, или дикую на такую же дикую); игра затем продолжается от вмешавшегося."

jump in: identical card
note "A Wild jumps in on the same Wild (and names a colour as it is played), a Wild Draw Four on a Wild Draw Four. The players between the one whose turn it was and the one who jumped in lose their turn."
note[fa] "رنگین‌کمان روی همان رنگین‌کمان وسط می‌پرد (و هنگام بازی رنگی اعلام می‌کند)، رنگین‌کمان چهار کارت بکش روی رنگین‌کمان چهار کارت بکش. بازیکنانی که بین صاحب نوبت و کسی که وسط پریده نشسته‌اند نوبتشان را از دست می‌دهند."
note[tr] "Joker aynı Joker'in üstüne (oynanırken bir renk söyleyerek), 4 Kart Al & Joker de 4 Kart Al & Joker'in üstüne araya girer. Sırası olan oyuncuyla araya giren arasındaki oyuncuların sırası geçer."
note[ru] "«Дикая» вмешивается на такую же «Дикую» (и при этом называет цвет), «Дикая +4» — на «Дикую +4». Игроки между тем, чей был ход, и вмешавшимся пропускают ход."
