# UNO with the Russian rule sheet: the modern 112-card deck with Wild Swap and Wild Custom.
variant russian
extends standard
title "UNO - Russian rules with Wild Swap and Wild Custom"
title[fa] "اونو: قوانین روسی با رنگین‌کمان جابه‌جایی و رنگین‌کمان دلخواه"
title[tr] "UNO - Değiş Tokuş Jokeri ve Serbest Joker ile Rus kuralları"
title[ru] "Уно: правила с картами «Дикий обмен» и «Дикая пользовательская»"
about "The Russian rules: the classic 108 cards, one Wild Swap (swap hands with a player of your choice) and three Wild Custom cards, whose effect the players agree before the game. 2 to 10 players. Where these rules say nothing, the official rules apply."
about[fa] "قوانین روسی: ۱۰۸ کارت کلاسیک، یک رنگین‌کمان جابه‌جایی (دستت را با بازیکنی که انتخاب می‌کنی عوض کن) و سه رنگین‌کمان دلخواه، که بازیکنان اثرشان را پیش از بازی با هم توافق می‌کنند. ۲ تا ۱۰ بازیکن. هر جا این قوانین چیزی نمی‌گویند، قوانین رسمی اونو برقرار است."
about[tr] "Rus kuralları: klasik 108 kart, bir Değiş Tokuş Jokeri (seçtiğin bir oyuncuyla elleri değiştirirsin) ve etkisini oyuncuların oyundan önce kararlaştırdığı üç Serbest Joker. 2 ile 10 oyuncu. Bu kuralların bir şey söylemediği yerde resmî kurallar geçerlidir."
about[ru] "Классическая колода из 108 карт, а также одна карта «Дикий обмен» (обмен всеми картами на руках с выбранным игроком) и три карты «Дикая пользовательская», о действии которых игроки договариваются перед игрой. От 2 до 10 игроков. Во всём, что здесь не оговорено, действуют официальные правила Уно."

players 2 to 10
quote "2~10человека" means "2 to 10 people"

# --- The deck: 112 cards ----------------------------------------------------------------------
card wild_swap: 1 without colour, scores 40
quote "Карта Wild Swap (Дикая Обмен)" means "the Wild Swap card"
designer "One card, by the reading below."
card wild_custom: 3 without colour, scores 40
quote "Других карт - 36 штук" means "36 other cards"
quote "Карты \"Дикий Обмен\" и \"Дикий Настройка\" оцениваются в 40 очков" means "Wild Swap and Wild Custom score 40"
designer "36 is 4 more than the classic 32. Not stated: how the 4 split. Read as in the official 112-card deck of 2018: 1 special-hands wild (here the Wild Swap) and 3 customizable ones."
expect 112 cards
expect 25 cards per colour
quote "Синих карт - 19 штук" means "19 blue cards"
designer "And so on for each colour: these are its number cards, 0 to 9; with 2 Draw Two, 2 Reverse and 2 Skip each colour has 25."
expect 19 number cards per colour
expect 4 wild
expect 4 wild_draw_four
expect 1 wild_swap
expect 3 wild_custom

dealer: highest draw, symbols count 0, ties draw again
quote "Дилером становится игрок, у которого самая высокая карта" means "the player with the highest card deals"
quote "Дилер слева начинает игру. Ход передается по часовой стрелке" means "the player to the dealer's left starts; play goes clockwise"
designer "Not stated: what symbols count and what happens on a tie; as in the official rules."

# --- When a card may be played ------------------------------------------------------------------
play wild_swap, wild_custom: always
quote "Карту Wild можно сыграть в любое время" means "a Wild may be played at any time"
reading "The Wild Swap and the Wild Custom are wild cards too: they may be played on any card in the player's turn."
reading[fa] "رنگین‌کمان جابه‌جایی و رنگین‌کمان دلخواه هم کارت رنگین‌کمان‌اند: در نوبت خود بازیکن روی هر کارتی می‌شود بازی‌شان کرد."
reading[tr] "Değiş Tokuş Jokeri ve Serbest Joker de jokerdir: oyuncu kendi sırasında bunları her kartın üstüne oynayabilir."
reading[ru] "«Дикий обмен» и «Дикая пользовательская» — тоже дикие карты: их можно сыграть в свой ход на любую карту."
designer "Not stated on the sheet for these two cards."
require wild_draw_four: no card of active colour in hand
quote "Эту карту можно сыграть только если в руке нет карт выбранного цвета" means "only if the hand holds no card of the 'chosen' colour"
quote "нужного цвета" means "the required colour"
designer "The sheet says 'the chosen colour' here and 'the required colour' in the challenge; the second words are the challenge's. Read as the active colour, as in the official rules."

# --- What a played card does ----------------------------------------------------------------------
on wild_swap: player swaps hands with target, player chooses colour
quote "игрок выбирает другого игрока и обменивает все карты в их руках. Также выбирается новый цвет" means "the player chooses another player and they swap all the cards in their hands; a new colour is also chosen"
on wild_custom: player chooses colour, next draws 2, next loses turn
quote "Перед игрой все игроки согласуют правила, которые будут действовать при использовании карты Wild Custom" means "before the game all players agree the rule for the Wild Custom"
quote "выполняются действия указанные на карте, и игрок выбирает цвет" means "its agreed action happens and the player names a colour"
agreed
reading "Agree on what this card does before the game. If you chose an effect of your own, play by it; the effect given here is a suggestion."
reading[fa] "پیش از شروع بازی دربارهٔ اثر این کارت توافق کنید. اگر اثر دیگری را انتخاب کرده‌اید، طبق همان بازی کنید؛ اثری که اینجا آمده فقط یک پیشنهاد است."
reading[tr] "Bu kartın ne yapacağını oyundan önce kararlaştırın. Kendi etkinizi seçtiyseniz onunla oynayın; burada verilen etki yalnızca bir öneridir."
reading[ru] "Договоритесь о действии этой карты до начала игры. Если вы выбрали своё действие, играйте по нему; действие, приведённое здесь, — только предложение."
designer "This line is that agreement; a house rule that extends this variant changes only this line (see russian_custom_skip)."
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
quote "Если у атакующего игрока действительно есть карта нужного цвета, то атакующий берет 4 карты. Если же нет, то вызывающий игрок получает 6 карт вместо обычных 4" means "guilty: the attacker draws 4; innocent: the challenger gets 6 instead of the usual 4, and so also loses the turn"
designer "Not stated on the sheet; as in the official rules."
on draw_two: next draws 2, next loses turn
quote "следующий игрок берет 2 карты из колоды и пропускает свой ход" means "the next player draws 2 and misses the turn"
quote "Нельзя сбить другую карту Draw 2 или Draw 4, чтобы помешать или передать ход следующему игроку" means "a Draw 2 or Draw 4 cannot be answered with another to pass it on"
reading "No stacking: a draw card cannot be answered with another, the Wild Draw Four included."
reading[fa] "روی هم گذاشتن ممنوع است: هیچ کارت کشیدنی را نمی‌شود با کارت کشیدن دیگری جواب داد، رنگین‌کمان چهار کارت بکش هم همین‌طور."
reading[tr] "Üst üste koymak yok: bir çektirme kartına başka biriyle karşılık verilemez, 4 Kart Al & Joker de dahil."
reading[ru] "На «Двойное взятие» нельзя положить другое «Двойное взятие» или «Дикую +4», чтобы переложить добор на следующего игрока."
on reverse: reverse, next loses turn if 2 players
designer "Not stated on the sheet; as in the official rules."

# --- The first card turned over --------------------------------------------------------------------
start draw_two: first draws 2, first loses turn
quote "игрок слева от дилера берет 2 карты и пропускает свой ход" means "the player to the dealer's left draws 2 and misses the turn"
start reverse: reverse, dealer plays first
quote "игра начинается с дилера и продолжается по направлению против часовой стрелки" means "play starts with the dealer and goes counter-clockwise"
start skip: first loses turn
quote "игра начинается с игрока слева от дилера, который пропускает свой ход, и затем следующий игрок продолжает игру" means "the player to the dealer's left misses the turn and the next player continues"
start wild_draw_four: return it and turn another
quote "она возвращается в колоду, и вытягивается новая карта" means "it goes back into the pack and a new card is turned over"
start wild: first chooses colour
reading "Then that player takes the first turn."
reading[fa] "سپس همان بازیکن اولین نوبت را بازی می‌کند."
reading[tr] "Ardından ilk sırayı o oynar."
reading[ru] "Затем он же ходит первым."
designer "Not stated on the sheet; as in the official rules."
start wild_swap, wild_custom: first chooses colour
quote "Если начальная открытая карта была Wild Swap или Wild Custom, игрок начинающий игру выбирает цвет карты" means "the player who starts names the colour"
reading "Nothing else happens: no hands are swapped, and the Wild Custom's agreed effect does not apply."
reading[fa] "اتفاق دیگری نمی‌افتد: دستی جابه‌جا نمی‌شود و اثر توافق‌شدهٔ رنگین‌کمان دلخواه اعمال نمی‌شود."
reading[tr] "Başka bir şey olmaz: eller değişmez ve Serbest Joker'in kararlaştırılan etkisi uygulanmaz."
reading[ru] "Больше ничего не происходит: никто ни с кем не меняется картами, и договорённое действие «Дикой пользовательской» не применяется."

# --- Drawing -------------------------------------------------------------------------------------------
draw: one card, must play it, even with a playable card
quote "Если игрок не может или не хочет положить карту, он берет одну карту из колоды. Если эта карта может быть положена, она сразу же кладется (прежнюю карту нельзя использовать)" means "a player who cannot or will not play draws one card; if it can be played, it is played at once; no earlier card may be used"
designer "'Is played at once' is a rule, so a playable drawn card must be played."

# --- UNO and the end of a round ------------------------------------------------------------
penalty missed_uno: target draws 2
quote "Если игрок не сказал \"Уно!\", а другие узнают, что у него осталась только одна карта, то этот игрок вынужден взять 2 дополнительные карты" means "a player who did not say Uno and is found out draws 2"
designer "Not stated on the sheet until when a miss can be caught; as in the official rules."
last card: draws apply
quote "Когда кто-то из игроков выкладывает последнюю карту из своей руки, он выигрывает раунд" means "whoever lays down their last card wins the round"
reading "So a Wild Swap played as the last card swaps nothing."
reading[fa] "پس رنگین‌کمان جابه‌جایی اگر آخرین کارت باشد چیزی را جابه‌جا نمی‌کند."
reading[tr] "Bu yüzden son kart olarak oynanan Değiş Tokuş Jokeri hiçbir şeyi değiştirmez."
reading[ru] "Поэтому «Дикий обмен», сыгранный последней картой, ничего не меняет."
designer "A known dispute for the official swap cards too. Not stated: a last Draw Two, Draw Four or Wild Custom; as in the official rules."
game ends at 500 points
quote "Тот игрок, кто первым достигнет или превысит этот балл, выигрывает всю игру" means "the first to reach or pass 500 wins"
