variant seven_zero_left
extends seven_zero
title "House rule: seven-zero, hands always pass left"
title[fa] "قانون خانگی: هفت و صفر، دست‌ها همیشه به چپ"
title[tr] "Ev kuralı: yedi-sıfır, eller hep sola"
title[ru] "Домашнее правило: семь-ноль, руки всегда налево"
about "Seven-zero as some tables play it: a 7 swaps hands with a player of your choice, and a 0 passes every hand to the left, whatever the direction of play."
about[fa] "هفت و صفر آن‌طور که بعضی جمع‌ها بازی می‌کنند: با ۷ دستت را با بازیکنی که انتخاب می‌کنی عوض می‌کنی، و با ۰ همهٔ دست‌ها به چپ می‌روند، جهت بازی هر چه باشد."
about[tr] "Bazı masaların oynadığı yedi-sıfır: 7 seçtiğin bir oyuncuyla elleri değiştirir, 0 ise oyunun yönü ne olursa olsun bütün elleri sola geçirir."
about[ru] "Семь-ноль, как играют за некоторыми столами: сыграв 7, меняешься руками с выбранным игроком, а 0 передаёт все руки налево, в какую бы сторону ни шла игра."

on 0: hands pass left
without claim 0 passes every hand on
claim 0 passes every hand left
note "The hands go to the left, the way play goes at the start of a round, even after a Reverse."
note[fa] "دست‌ها به چپ می‌روند، همان جهتی که بازی در آغاز دور دارد، حتی بعد از معکوس."
note[tr] "Eller, turun başında oyunun gittiği yön olan sola gider, bir Yön Değiştir'den sonra bile."
note[ru] "Руки уходят налево, куда идёт игра в начале раунда, даже после «Реверса»."
designer "The official Seven-O passes them in the direction of play instead (see seven_zero)."
