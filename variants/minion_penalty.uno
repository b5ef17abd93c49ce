# UNO Minion with the sheet's other way of scoring.
variant minion_penalty
extends minion
title "UNO Minion - penalty scoring"
title[fa] "اونو مینیون - امتیاز منفی"
title[tr] "UNO Minion - ceza puanıyla"
title[ru] "Уно Миньон — штрафной счёт"
about "UNO Minion scored the second way its rules offer: every player keeps the points left in their own hand as a running penalty, and the lowest total wins."
about[fa] "اونو مینیون با روش دومی که قوانینش پیشنهاد می‌کند: هر بازیکن امتیاز کارت‌هایی را که در دست خودش مانده به‌عنوان امتیاز منفی نگه می‌دارد، و کمترین مجموع برنده است."
about[tr] "UNO Minion, kurallarının sunduğu ikinci yolla puanlanır: her oyuncu kendi elinde kalan kartların puanlarını birikmiş ceza olarak tutar ve en düşük toplam kazanır."
about[ru] "Уно Миньон со вторым способом подсчёта из его правил: каждый игрок копит очки карт, оставшихся у него в руке, как штраф, и побеждает наименьшая сумма."

scoring: each player scores their own hand, lowest wins
note "On a tie for the lowest total, the tied player in the lowest seat wins."
note[fa] "اگر کمترین مجموع مساوی باشد، از میان آن‌ها بازیکنی که صندلی‌اش زودتر است برنده است."
note[tr] "En düşük toplamda eşitlik olursa, eşit olanlardan ilk sırada oturan kazanır."
note[ru] "При равенстве наименьших сумм побеждает тот из них, кто сидит на более раннем месте."
designer "Sheet: 'تعداد امتیازاتی را که هر بازیکن در پایان هر راند دارد را نگه دارید (امتیاز منفی حساب می شود). وقتی یک بازیکن به امتیاز 500 برسد، بازیکنی که کمترین امتیاز منفی را داشته باشد برنده است' (keep the points each player holds at the end of each round, as negative points; when a player reaches 500, the one with the fewest wins). Not stated: a tie for the fewest."
game ends at 500 points
note "The game ends when some player's penalty total reaches 500, at the end of that round."
note[fa] "بازی وقتی تمام می‌شود که مجموع امتیاز منفی یکی از بازیکنان به ۵۰۰ برسد، در پایان همان دور."
note[tr] "Oyun, bir oyuncunun ceza toplamı 500'e ulaştığında, o turun sonunda biter."
note[ru] "Игра заканчивается, когда штрафная сумма какого-нибудь игрока достигает 500, в конце этого раунда."
