# UNO Minion: the Persian rule sheet (seeds/000_9f01334c8c5e82f1.txt), written over the official rules.
variant minion
extends standard
title "UNO Minion"
about "The Persian 'Uno Minion' sheet: the 108 classic cards (the Wild is called Rainbow, the Wild Draw Four Banana) plus 4 Dumb Fu wilds, whose victim must hold a martial-arts pose. The player who draws the highest card is the starter; everything the sheet leaves unsaid follows the official rules."

# --- The deck: 112 cards ---------------------------------------------------------------
card dumb_fu: 4 without colour, scores 50
quote "4 عدد کارت \"دامفو کار\"" means "4 Dumb Fu cards"
quote "50 امتیاز" means "50 points"
reading "A Dumb Fu scores 50, like the Rainbow and the Banana."
alias rainbow = wild
quote "کارت رنگین کمان" means "the Rainbow card"
reading "The Rainbow is the plain Wild: its player names any colour, and it may be played at any time."
alias banana = wild_draw_four
quote "موز جهنمی / موز وحشی" means "the hellish / wild Banana"
reading "The Banana is the Wild Draw Four."

expect 112 cards
quote "19 عدد کارت آبی - از 0 تا 9" means "19 of each colour, 0 to 9"
quote "8 عدد کارت \"دو کارت بکش\" - هر رنگ 2 کارت" means "8 Draw Two, 2 per colour"
reading "With 8 Reverse, 8 Skip, and 4 each of Rainbow, Banana and Dumb Fu: 76 + 24 + 12 = 112 cards."
expect 25 cards per colour
expect 19 number cards per colour
expect 4 wild
expect 4 wild_draw_four
expect 4 dumb_fu

# --- Who starts -----------------------------------------------------------------------------
dealer: highest draw, symbols count 0, ties draw again
quote "بازیکنی که بیشترین عدد را کشید بازی را آغاز میکند (هر کارت با نماد را، صفر بشمارید)" means "the player who draws the highest number starts; symbol cards count as zero"
reading "The sheet has no dealer: its word is the starter (آغاز کننده). This rule book seats the starter where the official rules seat the dealer, so wherever it says the dealer, read the starter: the card turned over at the start counts as played by the starter, and after an ordinary start card the player to the starter's left acts first."
reading "The sheet's other sentence 'بازیکن آغاز کننده، شروع به بازی می کند' (the starter starts playing) is not followed for ordinary start cards, because every start-card rule on the sheet (Skip, Rainbow, Dumb Fu: 'the player to the starter's left ...') only makes sense if the starter's turn is the turned-over card. Only a Reverse makes the starter play first."
reading "Not stated: what happens on a tie for the highest card (the tied players draw again), and who starts the next round (the seat to the left of the last starter, as the deal moves in the official rules)."

# --- When a card may be played ---------------------------------------------------------------
play dumb_fu: always
quote "این کارت همچنین یک کارت رنگین کمانی است" means "this card is also a Rainbow card"
reading "So a Dumb Fu may be played whenever a Rainbow may: at any time."
require wild_draw_four: no card of active colour in hand
quote "فقط زمانی می توانید این کارت را بازی کنید که کارت دیگری در دست نداشته باشید که با رنگ کارت رو شده مطابقت داشته باشد (اما اگر شماره یا کارت های اکشن منطبق داشته باشید، بازی این کارت قابل قبول است)" means "only without another card of the face-up card's colour; matching numbers or action cards do not forbid it"
reading "The face-up colour is the active colour (the one a Rainbow named)."

# --- What a played card does -------------------------------------------------------------------
status pose: ends after 2 turn starts of its holder
quote "آن را نگه دارد تا نوبت دوباره برسد" means "hold it until the turn comes again"
reading "The pose is held through the holder's coming turn and ends when their turn comes round again: it ends at the second of their turn starts. Each player's pose is kept separately, so several players may hold one at once."
on dumb_fu: player chooses colour, next holds pose
quote "بازیکن بعدی باید یک ژست هنرهای رزمی Dumb Fu بزند و آن را نگه دارد تا نوبت دوباره برسد. اگر حرکت کند، باید چهار کارت بکشد" means "the next player must strike a Dumb Fu pose and hold it until the turn comes again; if they move they draw four"
reading "The next player is not skipped; they take the coming turn as usual while holding the pose, and hold it until their turn comes round again."
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
quote "اگر خطاکار باشد، بازیکنی که به چالش کشیده شده است باید 4 کارت را به جای شما بکشد ... باید 4 کارت به اضافه 2 کارت دیگر (مجموع 6) بکشید" means "guilty: the challenged player draws the 4 instead of you; innocent: you draw 4 + 2 = 6"
reading "The challenger is the next player (the one who would draw the 4). Not stated: whether a guilty verdict costs the challenger the turn; as in the official rules, the challenger then plays on."

report pose_broken while target holds pose: target draws 4, target releases pose
note "The library cannot see a pose: the table reports a broken one. A broken pose costs 4 cards ('باید چهار کارت بکشد'), once: the pose is over after the report. At any other time the report is not allowed."

# --- The first card turned over ----------------------------------------------------------------
start draw_two: first draws 2, first loses turn
quote "اگر در ابتدای بازی ظاهر شد، همان قانون اعمال می شود" means "at the start the same rule applies"
reading "The player to the starter's left draws 2 and is skipped."
start skip: first loses turn
quote "از بازیکن سمت چپ آغازکننده عبور می کنید، بنابراین بازیکن سمت چپ آن بازیکن بازی را ادامه می دهد" means "the player to the starter's left is skipped; the one to their left continues"
start reverse: reverse, dealer plays first
quote "شروع کننده ابتدا بازی می کند، سپس بازی به جای سمت چپ به سمت راست حرکت می کند" means "the starter plays first, then play goes to the right"
reading "The dealer here is the starter."
start wild: first chooses colour
quote "شخصی که در سمت چپ آغازکننده قرار دارد رنگی را انتخاب می کند و به بازی ادامه می دهد" means "the person to the starter's left names the colour and plays on"
start wild_draw_four: return it and turn another
quote "این کارت را به دسته کارت برگردانید و کارت دیگری را انتخاب کنید" means "return it to the pile and take another card"
start dumb_fu: first chooses colour
quote "شخصی که در سمت چپ آغازکننده قرار دارد رنگی که بازی شروع شود را انتخاب می کند" means "the person to the starter's left names the colour play starts with"
reading "Nobody holds a pose (the sheet names none at the start), and that person then plays, as after a Rainbow."

# --- UNO and the end of a round ---------------------------------------------------------------------
penalty missed_uno: target draws 2
quote "اگر «UNO» فریاد نزنید و قبل از اینکه بازیکن بعدی نوبت خود را شروع کند بازیکنی متوجه این موضوع شد، باید دو کارت بکشید" means "if you do not shout UNO and someone notices before the next player starts their turn, you draw two"
last card: draws apply
quote "اگر آخرین کارتی که در یک دور بازی میشود، کارت \"دو کارت بکش\" یا \"موز وحشی\" بود، بازیکن بعدی باید به ترتیب 2 یا 4 کارت را بکشد" means "a last Draw Two or Banana still makes the next player draw 2 or 4; those cards count only for scoring"
reading "A last Dumb Fu gives nobody a pose: the round is over."
