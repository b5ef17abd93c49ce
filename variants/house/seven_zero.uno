variant seven_zero
extends standard
title "House rule: seven-zero"
title[fa] "قانون خانگی: هفت و صفر"
title[tr] "Ev kuralı: yedi-sıfır"
title[ru] "Домашнее правило: семь-ноль"
about "A 7 swaps hands with a player of your choice; a 0 passes every hand one seat on, in the direction of play."
about[fa] "با ۷ دستت را با بازیکنی که انتخاب می‌کنی عوض می‌کنی؛ با ۰ همهٔ دست‌ها یک صندلی در جهت بازی جلو می‌روند."
about[tr] "7, seçtiğin bir oyuncuyla elleri değiştirir; 0 bütün elleri oyun yönünde bir kişi ileri geçirir."
about[ru] "Сыграв 7, меняешься руками с выбранным игроком; 0 передаёт все руки на одно место дальше по направлению игры."

on 7: player swaps hands with target
note "Played as the last card, a 7 or a 0 wins the round at once, and nothing is swapped or passed."
note[fa] "اگر ۷ یا ۰ آخرین کارت باشد، دور همان‌جا برده می‌شود و چیزی عوض یا جابه‌جا نمی‌شود."
note[tr] "Son kart olarak oynanan 7 ya da 0 turu hemen kazandırır; hiçbir şey değişmez ya da geçmez."
note[ru] "Если 7 или 0 сыграны последней картой, раунд сразу выигран, и руки не меняются и не передаются."
designer "The last card rule: draws apply."
on 0: hands pass on
claim 0 passes every hand on
