variant first_player_duty
extends standard
title "House rule: match the start card or draw 2"
title[fa] "قانون خانگی: کارت اول را جواب بده یا ۲ کارت بکش"
title[tr] "Ev kuralı: ilk karta uy ya da 2 kart çek"
title[ru] "Домашнее правило: ответь на первую карту или возьми 2"
about "The first player must be able to match the card turned over to start the round; if they cannot, they draw 2 and their turn passes."
about[fa] "بازیکنِ سمت چپ پخش‌کننده باید بتواند کارتی را که در ابتدای دور رو شده جواب بدهد؛ اگر نتواند، ۲ کارت می‌کشد و نوبتش می‌گذرد."
about[tr] "İlk oyuncu turun başında açılan karta uyan bir kart oynayabilmelidir; oynayamazsa 2 kart çeker ve sırası geçer."
about[ru] "Первый игрок должен суметь ответить на карту, открытую в начале раунда; если не может, он берёт 2 карты, и ход переходит дальше."

start number cards: first loses turn if not first has a playable card, first draws 2 if not first has a playable card
note "Only a number card turned over sets this duty; the action cards keep their own rules for the first card."
note[fa] "فقط کارت عددی‌ای که رو می‌شود این وظیفه را می‌گذارد؛ کارت‌های اقدام قوانین کارت اولِ خودشان را دارند."
note[tr] "Bu görevi yalnızca açılan bir sayı kartı getirir; eylem kartlarının ilk kart kuralları kendilerinindir."
note[ru] "Эту обязанность создаёт только открытая карта с числом; у карт действия свои правила для первой карты."
designer "The condition is asked before the cards are drawn, both times: a player who cannot match draws 2 and loses the turn."
