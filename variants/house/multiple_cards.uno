variant multiple_cards
extends standard
title "House rule: several cards of one number at once"
title[fa] "قانون خانگی: چند کارت هم‌عدد با هم"
title[tr] "Ev kuralı: aynı sayıdan birkaç kart birden"
title[ru] "Домашнее правило: несколько карт с одним числом сразу"
about "A player who plays a number card may lay down more cards of the same number with it, one after another, in any colours; the colour of the last one counts."
about[fa] "بازیکنی که کارت عددی بازی می‌کند می‌تواند کارت‌های دیگری با همان عدد، به هر رنگی، یکی پس از دیگری همراهش بگذارد؛ رنگ آخرین کارت حساب می‌شود."
about[tr] "Bir sayı kartı oynayan oyuncu, aynı sayıdan başka kartları da, herhangi renklerde, art arda yanına koyabilir; son kartın rengi geçerlidir."
about[ru] "Игрок, сыгравший карту с числом, может выложить вместе с ней ещё карты с тем же числом, одну за другой, любых цветов; в силе цвет последней."

together number cards: same face
note "The cards go on the pile one at a time, in the order the player chooses, and the last one sets the colour; the player may stop after any of them. Only the first card must match the pile as usual."
note[fa] "کارت‌ها یکی‌یکی و به ترتیبی که بازیکن می‌خواهد روی دسته می‌روند و آخرین کارت رنگ را تعیین می‌کند؛ بازیکن بعد از هر کدام می‌تواند دست نگه دارد. فقط کارت اول باید مثل همیشه با دسته جور باشد."
note[tr] "Kartlar desteye tek tek, oyuncunun seçtiği sırayla konur ve rengi sonuncusu belirler; oyuncu herhangi birinden sonra durabilir. Yalnızca ilk kart her zamanki gibi desteye uymalıdır."
note[ru] "Карты кладут по одной, в порядке, который выбирает игрок, и цвет задаёт последняя; остановиться можно после любой из них. Только первая карта, как обычно, должна подходить к битой колоде."
