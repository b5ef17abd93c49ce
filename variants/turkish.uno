# UNO with the Turkish rule sheet: the classic cards, and a list of table penalties.
variant turkish
extends standard
title "UNO - Turkish rules with table penalties"
title[fa] "اونو: قوانین ترکی با جریمه‌های سر میز"
title[tr] "UNO – Türkçe kurallar (ek cezalarla)"
title[ru] "Уно — турецкие правила со штрафами за столом"
about "The Turkish rules: the classic 108 cards, no challenge of the Wild Draw Four (its colour rule is simply enforced), a missed UNO costs one card, and penalties for making offers to other players and for playing a wrong card. Where these rules say nothing, the official rules apply."
about[fa] "قوانین ترکی: ۱۰۸ کارت کلاسیک، بدون چالشِ رنگین‌کمان چهار کارت بکش (قانون رنگش همیشه اجرا می‌شود)، اونو نگفتن یک کارت جریمه دارد، و جریمه‌هایی برای پیشنهاد دادن به بازیکنان دیگر و برای بازی کردن کارت اشتباه. هر جا این قوانین چیزی نمی‌گویند، قوانین رسمی اونو برقرار است."
about[tr] "Türkçe kurallar: klasik 108 kart; 4 Kart Al & Joker'e itiraz edilmez (kart yalnızca elde geçerli renkte kart yokken oynanabilir); UNO dememenin cezası 1 karttır; diğer oyunculara teklifte bulunmanın ve yanlış kart oynamanın da cezası vardır. Bu kurallarda yer almayan durumlarda resmî kurallar geçerlidir."
about[ru] "Турецкие правила: классические 108 карт, без вызова против «Дикой +4» (её правило цвета просто соблюдается), за несказанное «Уно!» — одна карта, и штрафы за предложения другим игрокам и за неверную карту. Где эти правила молчат, действуют официальные правила."

expect 108 cards
designer "The sheet lists no card counts; its cards are the classic ones (2 Kart Çek, Yön Değiştir, El Geçer, Joker, 4 Kart Al & Joker), so the classic 108-card deck."

dealer: highest draw, symbols count 0, ties draw again
designer "Not stated: how the dealer is chosen (the sheet only deals: 'Kartlar karıştırılır ve her oyuncu yedi kart dağıtılır'). Read as in the official rules."

# --- When a card may be played ----------------------------------------------------------
play wild: always
quote "Oyuncu farklı bir kart oynayabildiğinde renk seçim kartı da oynanabilir" means "the colour-choice card may be played even when another card could be"
quote "Aynı renk veya sayıda kart yoksa, özel kartlar kullanılabilir" means "without a card of the same colour or number, special cards can be used"
reading "A Wild may be played at any time, even when another card could be played."
reading[fa] "رنگین‌کمان را هر زمان می‌شود بازی کرد، حتی وقتی کارت دیگری هم قابل بازی است."
reading[tr] "Oyuncunun oynayabileceği başka bir kart olsa bile Joker her zaman oynanabilir."
reading[ru] "«Дикую» можно сыграть в любой момент, даже если можно сыграть другую карту."
designer "The first sentence overrides the looser second one."
require wild_draw_four: no card of active colour in hand
quote "kart yalnızca onu tutan oyuncunun elinde, atılan destenin rengiyle eşleşen bir kart yoksa oynanabilir. Oyuncunun herhangi bir sayı kartı veya bir eylem kartı varsa, 4 kart al kartını atabilir" means "only without a card matching the discard pile's colour; numbers or action cards do not forbid it"
reading "The colour of the discard pile is the colour in play. Since there is no challenge, the rule is enforced: a 4 Kart Al & Joker played against it counts as a wrong card."
reading[fa] "رنگ دستهٔ کارت‌های رو شده همان رنگ فعال است. چون چالشی در کار نیست، این قانون اجرا می‌شود: رنگین‌کمان چهار کارت بکشی که برخلاف آن بازی شود، کارت اشتباه به حساب می‌آید."
reading[tr] "Burada önemli olan geçerli renktir (Joker ile seçilen renk de olabilir); başka renklerde sayı ya da eylem kartları bu kartı oynamaya engel değildir. İtiraz olmadığı için kural doğrudan uygulanır: elinde geçerli renkte kart varken 4 Kart Al & Joker oynayan oyuncu yanlış kart oynamış olur, kartı geri alır ve 1 kart çeker; sonraki oyuncu 4 kart çekmez. Oyuncular birbirinin elini göremediği için bu kural oyuncuların dürüstlüğüne dayanır."
reading[ru] "Цвет битой колоды — это текущий цвет. Вызова нет, поэтому правило соблюдается строго: «Дикая +4», сыгранная против него, считается неверной картой."

# --- What a played card does -----------------------------------------------------------------
on wild_draw_four: player chooses colour, next draws 4, next loses turn
quote "kartın sahibinden sonraki oyuncu çekme destesinden 4 tane kart çeker ve o el oynama hakkını kaybeder" means "the next player draws 4 and loses that hand"
without challenge wild_draw_four
designer "The sheet describes no challenge: neither '4 KART AL & JOKER' nor the list of penalties ('Cezalar') mentions one."
on reverse: reverse, next loses turn if 2 players
designer "Not stated on the sheet; as in the official rules."

# --- The first card turned over ------------------------------------------------------------------
start draw_two: first draws 2, first loses turn
quote "Oyunun başlarında ortaya çıkarsa aynı kurallar geçerlidir" means "at the start the same rules apply"
start reverse: reverse, dealer plays first
quote "kartları dağıtan oyuncu oyuna başlar ve sağ taraftan devam eder" means "the dealer starts and play goes on to the right"
start skip: first loses turn
quote "kartları dağıtan kişinin solundaki oyuncu \"atlar\" ve bu oyuncunun solundaki kişi oyuna devam eder" means "the player to the dealer's left is skipped; the one to their left continues"
start wild: first chooses colour
quote "kartları dağıtan kişinin solundaki oyuncu oynanacak renge karar verir" means "the player to the dealer's left decides the colour"
reading "Then that player takes the first turn."
reading[fa] "سپس همان بازیکن اولین نوبت را بازی می‌کند."
reading[tr] "Ardından ilk sırayı o oynar."
reading[ru] "Затем он же ходит первым."
start wild_draw_four: return it and turn another
designer "Not stated on the sheet; as in the official rules."

# --- Drawing ----------------------------------------------------------------------------------------
draw: one card, may play it, even with a playable card
quote "oyuncu hiçbir şekilde oyunu devam ettirecek karta sahip değilse çekme destesinden kart almak zorundadır. Çekilen kart, geçerli olduğu sürece oynanabilir. Aksi takdirde sıra bir sonraki oyuncuya geçer" means "a player who cannot play must draw; the drawn card may be played if it is valid, otherwise the turn passes"
reading "A player may choose to draw even with a card that could be played."
reading[fa] "بازیکن حتی اگر کارت قابل بازی داشته باشد می‌تواند به‌جای بازی کردن کارت بکشد."
reading[tr] "Oyuncu, oynayabileceği bir kart olsa bile kart çekmeyi seçebilir."
reading[ru] "Игрок может взять карту, даже если ему есть чем сходить."
designer "The sheet does not forbid drawing with a playable card, so, as in the official rules, a player may."

# --- Penalties ---------------------------------------------------------------------------------------
penalty missed_uno: target draws 1
quote "sadece bir kartı olan oyuncunun başka bir kart daha çekmesi gerekir" means "the player with one card must draw one more card"
quote "bir sonraki oyuncu kart çekmeden veya dağıtmadan önce" means "before the next player draws or plays"
reading "The penalty applies only if the player is caught before the next player draws or plays."
reading[fa] "جریمه فقط وقتی اعمال می‌شود که پیش از آنکه بازیکن بعدی کارتی بکشد یا بازی کند، مچ او گرفته شود."
reading[tr] "Ceza yalnızca, durum sonraki oyuncu kart oynamadan ya da çekmeden önce fark edilirse uygulanır."
reading[ru] "Штраф действует, только если игрока поймали до того, как следующий игрок взял или сыграл карту."
without claim penalty missed_uno costs 2 cards
designer "The sheet's penalty is one card, so standard's claim of two does not hold here."
claim penalty missed_uno costs 1 card
designer "The sheet's one card, stated as intent so the verifier proves it."
report offer: target draws 2
quote "Teklifler: Diğer oyunculara teklifte bulunan kişiler iki kart çekmek zorunda kalırlar" means "a player who makes offers to other players draws two"
reading "An offer may be reported at any time; reporting it does not change whose turn it is. A missed UNO may be reported only until the next player plays or draws."
reading[fa] "پیشنهاد دادن را هر زمان می‌شود اعلام کرد و این کار نوبت را عوض نمی‌کند. «اونو» نگفتن را فقط تا وقتی می‌شود اعلام کرد که بازیکن بعدی کارتی بازی نکرده یا نکشیده است."
reading[tr] "Teklif cezası her an bildirilebilir; UNO dememek ise yalnızca sonraki oyuncu kart oynamadan ya da çekmeden önce bildirilebilir. Bildirmek sırayı değiştirmez."
reading[ru] "О предложении можно заявить в любой момент, и очередь от этого не меняется. О несказанном «Уно!» можно заявить, только пока следующий игрок не сыграл и не взял карту."
penalty wrong_card: player draws 1, turn ends
quote "Yanlış kart: Yanlış bir kart oynayan oyuncu, oynadığı kartı geri alır ve ayrıca yeni bir kart çeker" means "a player who plays a wrong card takes it back and draws a new card"
reading "Of the penalties, only the wrong card's ends the turn."
reading[fa] "از میان جریمه‌ها فقط جریمهٔ کارت اشتباه نوبت را تمام می‌کند."
reading[tr] "Cezalardan yalnızca yanlış kart cezası sırayı bitirir."
reading[ru] "Из штрафов только штраф за неверную карту заканчивает ход."
designer "Not stated on the sheet whether the turn goes on; read as passing to the next player."
