variant two_player
extends standard
title "UNO for two players"
title[fa] "اونو برای دو نفر"
title[tr] "İki kişilik UNO"
title[ru] "Уно для двоих"
about "The official rules for two players: a Reverse acts like a Skip, a Skip lets its player play again at once, and after a Draw Two or a Wild Draw Four, once the opponent has drawn, play returns to the player who played it."
about[fa] "قوانین رسمی برای دو نفر: معکوس مثل پرش عمل می‌کند، با پرش بازیکن فوراً دوباره بازی می‌کند، و بعد از دو کارت بکش یا رنگین‌کمان چهار کارت بکش، وقتی حریف کارت‌هایش را کشید، نوبت به بازی‌کنندهٔ آن کارت برمی‌گردد."
about[tr] "İki kişi için resmî kurallar: Yön Değiştir, El Geçer gibi işler; El Geçer oynayan hemen yeniden oynar; 2 Kart Çek ya da 4 Kart Al & Joker'den sonra rakip kartlarını çekince sıra kartı oynayana döner."
about[ru] "Официальные правила для двоих: «Реверс» действует как «Пропуск хода», после «Пропуска хода» сыгравший сразу ходит снова, а после «Двойного взятия» или «Дикой +4», когда соперник взял карты, ход возвращается к сыгравшему."

players 2 to 2
designer "The 1993 sheet's section for two players, which later sheets leave out. Reading taken here: that section applies; all other rules are the official ones."
designer "With two players 'next loses turn' makes the player who played the card play again, so standard's own effects already say each of these rules; the inherited claim that a Reverse acts as a Skip is proved by unorules verify."
