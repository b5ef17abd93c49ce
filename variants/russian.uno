# UNO with the Russian rule sheet (seeds/003_3f458f485fab6d80.txt): the modern 112-card deck with Wild Swap and Wild Custom.
variant russian
extends standard
title "UNO - Russian rules with Wild Swap and Wild Custom"
about "The Russian sheet: the classic 108 cards plus one Wild Swap (swap hands with a chosen player) and three Wild Custom cards, whose effect the table agrees before the game. 2 to 10 players. Everything the sheet leaves unsaid follows the official rules."

players 2 to 10
quote "2~10человека" means "2 to 10 people"

# --- The deck: 112 cards ----------------------------------------------------------------------
card wild_swap: 1 without colour, scores 40
quote "Карта Wild Swap (Дикая Обмен)" means "the Wild Swap card"
reading "One card, by the reading below."
card wild_custom: 3 without colour, scores 40
quote "Других карт - 36 штук" means "36 other cards"
quote "Карты \"Дикий Обмен\" и \"Дикий Настройка\" оцениваются в 40 очков" means "Wild Swap and Wild Custom score 40"
reading "36 is 4 more than the classic 32. Not stated: how the 4 split. This rule book reads them as in the official 112-card deck of 2018, 1 special-hands wild (here the Wild Swap) and 3 customizable ones."
expect 112 cards
expect 25 cards per colour
quote "Синих карт - 19 штук" means "19 blue cards"
reading "And so on for each colour: these are its number cards, 0 to 9; with 2 Draw Two, 2 Reverse and 2 Skip each colour has 25."
expect 19 number cards per colour
expect 4 wild
expect 4 wild_draw_four
expect 1 wild_swap
expect 3 wild_custom

dealer: highest draw, symbols count 0, ties draw again
quote "Дилером становится игрок, у которого самая высокая карта" means "the player with the highest card deals"
quote "Дилер слева начинает игру. Ход передается по часовой стрелке" means "the player to the dealer's left starts; play goes clockwise"
reading "Not stated: what symbols count and what happens on a tie; as in the official rules, symbols count 0 and tied players draw again."

# --- When a card may be played ------------------------------------------------------------------
play wild_swap, wild_custom: always
quote "Карту Wild можно сыграть в любое время" means "a Wild may be played at any time"
reading "Not stated for Wild Swap and Wild Custom; they are wilds too, playable at any time."
require wild_draw_four: no card of active colour in hand
quote "Эту карту можно сыграть только если в руке нет карт выбранного цвета" means "only if the hand holds no card of the 'chosen' colour"
quote "нужного цвета" means "the required colour"
reading "The second words are the challenge's. The colour meant is the one in play before the Draw Four, the active colour, as in the official rules, not the colour the player is about to name."

# --- What a played card does ----------------------------------------------------------------------
on wild_swap: player chooses colour, player swaps hands with target
quote "игрок выбирает другого игрока и обменивает все карты в их руках. Также выбирается новый цвет" means "the player chooses another player and they swap all the cards in their hands; a new colour is also chosen"
reading "A 'new' colour is any colour, the current one included, as for a Wild."
on wild_custom: player chooses colour, next draws 2, next loses turn
quote "Перед игрой все игроки согласуют правила, которые будут действовать при использовании карты Wild Custom" means "before the game all players agree the rule for the Wild Custom"
quote "выполняются действия указанные на карте, и игрок выбирает цвет" means "its agreed action happens and the player names a colour"
reading "The table agrees it before the game: this line is that agreement. The default here is a Wild Draw Two (the next player draws 2 and loses the turn); a house rule that extends this variant changes only this line."
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
quote "Если у атакующего игрока действительно есть карта нужного цвета, то атакующий берет 4 карты. Если же нет, то вызывающий игрок получает 6 карт вместо обычных 4" means "guilty: the attacker draws 4; innocent: the challenger gets 6 instead of the usual 4, and so also loses the turn"
reading "Not stated: whether the challenger plays after a guilty verdict; as in the official rules, they do."
on draw_two: next draws 2, next loses turn
quote "следующий игрок берет 2 карты из колоды и пропускает свой ход" means "the next player draws 2 and misses the turn"
quote "Нельзя сбить другую карту Draw 2 или Draw 4, чтобы помешать или передать ход следующему игроку" means "a Draw 2 or Draw 4 cannot be answered with another to pass it on"
reading "No stacking (for the Draw Four too), as in the official rules."
on reverse: reverse, next loses turn if 2 players
reading "Not stated: Reverse with two players. As in the official rules it acts like a Skip."

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
reading "Not stated: a plain Wild turned over at the start. As in the official rules, the player to the dealer's left names the colour and plays."
start wild_swap, wild_custom: first chooses colour
quote "Если начальная открытая карта была Wild Swap или Wild Custom, игрок начинающий игру выбирает цвет карты" means "the player who starts names the colour"
reading "Nothing else happens: no hands are swapped and the Wild Custom's agreed effect does not apply."

# --- Drawing -------------------------------------------------------------------------------------------
draw: one card, must play it, even with a playable card
quote "Если игрок не может или не хочет положить карту, он берет одну карту из колоды. Если эта карта может быть положена, она сразу же кладется (прежнюю карту нельзя использовать)" means "a player who cannot or will not play draws one card; if it can be played, it is played at once; no earlier card may be used"
reading "'Is played at once' is a rule, so a playable drawn card must be played."

# --- UNO and the end of a round ------------------------------------------------------------
penalty missed_uno: target draws 2
quote "Если игрок не сказал \"Уно!\", а другие узнают, что у него осталась только одна карта, то этот игрок вынужден взять 2 дополнительные карты" means "a player who did not say Uno and is found out draws 2"
reading "Not stated: until when a miss can be caught; as in the official rules, until the next player's first action."
last card: draws apply
quote "Когда кто-то из игроков выкладывает последнюю карту из своей руки, он выигрывает раунд" means "whoever lays down their last card wins the round"
reading "The round ends at once, so a Wild Swap played as the last card swaps nothing (a known dispute for the official swap cards too). Not stated: a last Draw Two, Draw Four or Wild Custom; as in the official rules, its draws still apply before the points are counted."
game ends at 500 points
quote "Тот игрок, кто первым достигнет или превысит этот балл, выигрывает всю игру" means "the first to reach or pass 500 wins"
