variant stacking
extends progressive_draw_two
title "House rule: stacking Draw Two and Draw Four"
title[fa] "قانون خانگی: روی هم گذاشتن دو کارت بکش و چهار کارت بکش"
title[tr] "Ev kuralı: 2 Kart Çek ve 4 Kart Al üst üste"
title[ru] "Домашнее правило: «Двойное взятие» и «Дикая +4» накапливаются"
about "A Draw Two may answer a Draw Two, and a Wild Draw Four may answer a Draw Two or a Wild Draw Four, but a Draw Two never answers a Wild Draw Four. The total passes on; the player who cannot or will not answer draws it all and loses the turn. The Wild Draw Four may still be challenged."
about[fa] "دو کارت بکش را می‌شود با دو کارت بکش جواب داد، و رنگین‌کمان چهار کارت بکش را با دو کارت بکش یا رنگین‌کمان چهار کارت بکش جواب داد، اما دو کارت بکش هرگز جواب رنگین‌کمان چهار کارت بکش نیست. جمع دست‌به‌دست می‌شود؛ بازیکنی که نتواند یا نخواهد جواب بدهد همه را می‌کشد و نوبتش را از دست می‌دهد. رنگین‌کمان چهار کارت بکش را هنوز می‌شود به چالش کشید."
about[tr] "2 Kart Çek'e 2 Kart Çek ile, 2 Kart Çek'e ya da 4 Kart Al & Joker'e 4 Kart Al & Joker ile karşılık verilebilir; ama 4 Kart Al & Joker'e asla 2 Kart Çek ile karşılık verilmez. Toplam sonrakine geçer; karşılık veremeyen ya da vermek istemeyen hepsini çeker ve sırası geçer. 4 Kart Al & Joker'e yine itiraz edilebilir."
about[ru] "На «Двойное взятие» можно ответить «Двойным взятием», а на «Двойное взятие» или «Дикую +4» — «Дикой +4», но на «Дикую +4» «Двойным взятием» отвечать нельзя. Сумма переходит дальше; тот, кто не может или не хочет ответить, берёт всё и пропускает ход. «Дикой +4» по-прежнему можно бросить вызов."

stack wild_draw_four on draw_two
stack wild_draw_four on wild_draw_four
designer "A Draw Two cannot answer a Draw Four: no 'stack draw_two on wild_draw_four' line."
challenge wild_draw_four
  if accepted: next draws 4 or stacks
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
note "Accepting a Wild Draw Four takes on the total, plus 4, and it may be passed on with another Wild Draw Four. A stacked Wild Draw Four keeps its colour rule like any other: a bluff is for a challenge to find. A challenge ends the stack: only the challenge's own cards are drawn, and the earlier total is dropped."
note[fa] "پذیرفتن رنگین‌کمان چهار کارت بکش یعنی برداشتن جمع به‌اضافهٔ ۴، و می‌شود آن را با رنگین‌کمان چهار کارت بکش دیگری جلوتر فرستاد. رنگین‌کمان چهار کارت بکشی که روی بقیه گذاشته شود هم مثل همیشه قانون رنگش را دارد: پیدا کردن بلوف کار چالش است. چالش روی هم گذاشتن را تمام می‌کند: فقط کارت‌های خود چالش کشیده می‌شوند و جمع قبلی کنار می‌رود."
note[tr] "4 Kart Al & Joker'i kabul etmek, toplamı 4 fazlasıyla üstlenmektir; başka bir 4 Kart Al & Joker ile sonrakine geçirilebilir. Üste konan 4 Kart Al & Joker de her zamanki gibi renk kuralına uyar: blöfü bulmak itirazın işidir. İtiraz biriktirmeyi bitirir: yalnızca itirazın kendi kartları çekilir, önceki toplam düşer."
note[ru] "Принять «Дикую +4» значит взять на себя сумму плюс 4, и её можно передать дальше другой «Дикой +4». Положенная сверху «Дикая +4», как и любая другая, подчиняется своему правилу цвета: блеф раскрывает вызов. Вызов прекращает накопление: берут только карты самого вызова, а прежняя сумма пропадает."
