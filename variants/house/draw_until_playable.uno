variant draw_until_playable
extends standard
title "House rule: draw until playable"
title[fa] "قانون خانگی: کشیدن تا وقتی کارت قابل بازی بیاید"
title[tr] "Ev kuralı: oynanabilir kart gelene kadar çek"
title[ru] "Домашнее правило: брать, пока не придёт подходящая карта"
about "A player who draws keeps drawing until a card can be played, and must then play it."
about[fa] "بازیکنی که کارت می‌کشد آن‌قدر می‌کشد تا کارتی قابل بازی بیاید، و سپس باید آن را بازی کند."
about[tr] "Kart çeken oyuncu oynanabilir bir kart gelene kadar çekmeye devam eder ve sonra onu oynamak zorundadır."
about[ru] "Игрок, который берёт карты, берёт их, пока не придёт карта, которую можно сыграть, и тогда должен её сыграть."

draw: until playable, must play it, even with a playable card
# 'must play it': the card that ends the drawing must be played; write 'may play it' to let the player keep it.
note "If both piles run out first, the player keeps what they drew and their turn ends."
note[fa] "اگر پیش از آن هر دو دسته تمام شوند، بازیکن کارت‌های کشیده‌شده را نگه می‌دارد و نوبتش تمام می‌شود."
note[tr] "Önce iki deste de biterse, oyuncu çektiklerini tutar ve sırası biter."
note[ru] "Если раньше кончатся и колода, и битая колода, игрок оставляет взятые карты, и его ход заканчивается."
