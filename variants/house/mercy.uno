variant mercy
extends standard
title "House rule: the mercy rule"
title[fa] "قانون خانگی: قانون ترحم"
title[tr] "Ev kuralı: merhamet kuralı"
title[ru] "Домашнее правило: правило пощады"
about "A player who ever holds 25 cards or more is out of the round; the others play on, and the last player left wins the round if nobody has gone out before."
about[fa] "بازیکنی که زمانی ۲۵ کارت یا بیشتر در دست داشته باشد از دور بیرون می‌رود؛ بقیه ادامه می‌دهند، و اگر کسی زودتر کارت‌هایش را تمام نکرده باشد، آخرین بازیکنِ باقی‌مانده دور را می‌برد."
about[tr] "Herhangi bir anda 25 ya da daha fazla kartı olan oyuncu turdan çıkar; diğerleri oynamaya devam eder ve daha önce kimse elini bitirmediyse, kalan son oyuncu turu kazanır."
about[ru] "Игрок, у которого хоть раз оказалось 25 карт или больше, выбывает из раунда; остальные играют дальше, и если никто ещё не избавился от карт, последний оставшийся игрок выигрывает раунд."

knock out at 25 cards
note "A player who reaches 25 cards in the middle of drawing finishes drawing first. Their cards go under the discard pile, out of play until the next reshuffle. Turns pass over their seat. At the next round everybody is dealt in again."
note[fa] "بازیکنی که وسط کشیدن به ۲۵ کارت برسد، اول کشیدنش را تمام می‌کند. کارت‌هایش زیر دستهٔ کارت‌های رو شده می‌روند و تا بُر زدن بعدی بیرون از بازی‌اند. نوبت از جای او می‌گذرد. در دور بعد به همه دوباره کارت داده می‌شود."
note[tr] "Kart çekerken 25 karta ulaşan oyuncu önce çekmeyi bitirir. Kartları atılan destenin altına konur ve bir sonraki karıştırmaya kadar oyun dışı kalır. Sıra onun yerini atlar. Sonraki turda herkese yeniden kart dağıtılır."
note[ru] "Игрок, набравший 25 карт посреди взятия, сначала заканчивает брать. Его карты кладут под битую колоду, и они вне игры до следующего перемешивания. Ход пропускает его место. В следующем раунде карты снова сдают всем."
designer "Checked after every action. The cards are set aside as the No Mercy sheet sets them aside; 'next' means the next player still in."
players 2 to 6
note "For 2 to 6 players."
note[fa] "برای ۲ تا ۶ بازیکن."
note[tr] "2 ile 6 oyuncu için."
note[ru] "Для 2–6 игроков."
designer "As in UNO Show 'Em No Mercy, where the rule comes from."
