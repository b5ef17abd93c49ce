# UNO with the Russian rule sheet (seeds/003_3f458f485fab6d80.txt): the modern 112-card deck with Wild Swap and Wild Custom.
variant russian
extends standard
title "UNO - Russian rules with Wild Swap and Wild Custom"
about "The Russian sheet: the classic 108 cards plus one Wild Swap (swap hands with a chosen player) and three Wild Custom cards, whose effect the table agrees before the game. 2 to 10 players. Everything the sheet leaves unsaid follows the official rules."

players 2 to 10
note "Sheet: '2~10человека' (2 to 10 people)."

# --- The deck: 112 cards ----------------------------------------------------------------------
card wild_swap: 1 without colour, scores 40
note "Sheet: 'Карта Wild Swap (Дикая Обмен)'. One card, by the reading below."
card wild_custom: 3 without colour, scores 40
note "Sheet: 'Других карт - 36 штук' (36 other cards), 4 more than the classic 32, and 'Карты \"Дикий Обмен\" и \"Дикий Настройка\" оцениваются в 40 очков' (Wild Swap and Wild Custom score 40). Not stated: how the 4 split; reading: as in the official 112-card deck of 2018, 1 special-hands wild (here the Wild Swap) and 3 customizable ones."
expect 112 cards
expect 25 cards per colour
note "Sheet: 'Синих карт - 19 штук' and so on (19 cards of each colour are its number cards, 0-9); with 2 Draw Two, 2 Reverse and 2 Skip each colour has 25."
expect 19 number cards per colour
expect 4 wild
expect 4 wild_draw_four
expect 1 wild_swap
expect 3 wild_custom

dealer: highest draw, symbols count 0, ties draw again
note "Sheet: 'Дилером становится игрок, у которого самая высокая карта' (the player with the highest card deals); 'Дилер слева начинает игру. Ход передается по часовой стрелке' (the player to the dealer's left starts; play goes clockwise). Not stated: what symbols count and what happens on a tie; as in the official rules, symbols count 0 and tied players draw again."

# --- When a card may be played ------------------------------------------------------------------
play wild_swap, wild_custom: always
note "Sheet: 'Карту Wild можно сыграть в любое время' (a Wild may be played at any time). Not stated for Wild Swap and Wild Custom; reading: they are wilds too, playable at any time."
require wild_draw_four: no card of active colour in hand
note "Sheet: 'Эту карту можно сыграть только если в руке нет карт выбранного цвета' (only if the hand holds no card of the 'chosen' colour), and for the challenge 'нужного цвета' (the required colour). Reading: the colour in play before the Draw Four, the active colour, as in the official rules, not the colour the player is about to name. Breaking this is a bluff that only a challenge punishes."

# --- What a played card does ----------------------------------------------------------------------
on wild_swap: player chooses colour, player swaps hands with target
note "Sheet: 'игрок выбирает другого игрока и обменивает все карты в их руках. Также выбирается новый цвет' (the player chooses another player and they swap all the cards in their hands; a new colour is also chosen). Reading: 'new' means any colour, the current one included, as for a Wild."
on wild_custom: player chooses colour, next draws 2, next loses turn
note "Sheet: 'Перед игрой все игроки согласуют правила, которые будут действовать при использовании карты Wild Custom' (before the game all players agree the rule for the Wild Custom) and 'выполняются действия указанные на карте, и игрок выбирает цвет' (its agreed action happens and the player names a colour). The table agrees it before the game: this line is that agreement. The default here is a Wild Draw Two (the next player draws 2 and loses the turn); a house rule that extends this variant changes only this line."
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
note "Sheet: 'Если у атакующего игрока действительно есть карта нужного цвета, то атакующий берет 4 карты. Если же нет, то вызывающий игрок получает 6 карт вместо обычных 4' (guilty: the attacker draws 4; innocent: the challenger gets 6 instead of the usual 4, and so also loses the turn). Not stated: whether the challenger plays after a guilty verdict; as in the official rules, they do."
on draw_two: next draws 2, next loses turn
note "Sheet: 'следующий игрок берет 2 карты из колоды и пропускает свой ход' (the next player draws 2 and misses the turn)."
note "Sheet: 'Нельзя сбить другую карту Draw 2 или Draw 4, чтобы помешать или передать ход следующему игроку' (a Draw 2 or Draw 4 cannot be answered with another to pass it on): no stacking (for the Draw Four too), as in the official rules."
on reverse: reverse, next loses turn if 2 players
note "Not stated: Reverse with two players. As in the official rules it acts like a Skip."

# --- The first card turned over --------------------------------------------------------------------
start draw_two: first draws 2, first loses turn
note "Sheet: 'игрок слева от дилера берет 2 карты и пропускает свой ход' (the player to the dealer's left draws 2 and misses the turn)."
start reverse: reverse, dealer plays first
note "Sheet: 'игра начинается с дилера и продолжается по направлению против часовой стрелки' (play starts with the dealer and goes counter-clockwise)."
start skip: first loses turn
note "Sheet: 'игра начинается с игрока слева от дилера, который пропускает свой ход, и затем следующий игрок продолжает игру' (the player to the dealer's left misses the turn and the next player continues)."
start wild_draw_four: return it and turn another
note "Sheet: 'она возвращается в колоду, и вытягивается новая карта' (it goes back into the pack and a new card is turned over)."
start wild: first chooses colour
note "Not stated: a plain Wild turned over at the start. As in the official rules, the player to the dealer's left names the colour and plays."
start wild_swap, wild_custom: first chooses colour
note "Sheet: 'Если начальная открытая карта была Wild Swap или Wild Custom, игрок начинающий игру выбирает цвет карты' (the player who starts names the colour). Nothing else happens: no hands are swapped and the Wild Custom's agreed effect does not apply."

# --- Drawing -------------------------------------------------------------------------------------------
draw: one card, must play it, even with a playable card
note "Sheet: 'Если игрок не может или не хочет положить карту, он берет одну карту из колоды. Если эта карта может быть положена, она сразу же кладется (прежнюю карту нельзя использовать)' (a player who cannot or will not play draws one card; if it can be played, it is played at once; no earlier card may be used). Reading: 'is played at once' is a rule, so a playable drawn card must be played."

# --- UNO and the end of a round ------------------------------------------------------------
penalty missed_uno: target draws 2
note "Sheet: 'Если игрок не сказал \"Уно!\", а другие узнают, что у него осталась только одна карта, то этот игрок вынужден взять 2 дополнительные карты' (a player who did not say Uno and is found out draws 2). Not stated: until when a miss can be caught; as in the official rules, until the next player's first action."
last card: draws apply
note "Sheet: 'Когда кто-то из игроков выкладывает последнюю карту из своей руки, он выигрывает раунд' (whoever lays down their last card wins the round). Reading: the round ends at once, so a Wild Swap played as the last card swaps nothing (a known dispute for the official swap cards too). Not stated: a last Draw Two, Draw Four or Wild Custom; as in the official rules, its draws still apply before the points are counted."
game ends at 500 points
note "Sheet: 'Тот игрок, кто первым достигнет или превысит этот балл, выигрывает всю игру' (the first to reach or pass 500 wins)."
