# UNO played by partners: the official team rules printed with the classic rules.
variant partners
extends standard
title "UNO - partners (team play)"
title[fa] "اونو: دو تیم دونفره"
title[tr] "UNO – eşli oyun (takım oyunu)"
title[ru] "Уно — партнёры (командная игра)"
about "Four players in two teams of two, partners sitting opposite each other. When either partner goes out the round ends, and the team scores the points of the cards left in both opponents' hands. Everything else is as in the official rules."
about[fa] "چهار بازیکن در دو تیم دونفره، هم‌تیمی‌ها روبه‌روی هم. وقتی یکی از دو هم‌تیمی کارت‌هایش تمام شود، دور تمام می‌شود و تیم امتیاز کارت‌های مانده در دست هر دو حریف را می‌گیرد. بقیه مثل قوانین رسمی است."
about[tr] "İkişerli iki takımda dört oyuncu, takım arkadaşları karşılıklı oturur. Takım arkadaşlarından biri elini bitirince tur biter ve takım, iki rakibin elinde kalan kartların puanlarını alır. Geri kalan her şey resmî kurallardaki gibidir."
about[ru] "Четыре игрока в двух командах по двое, партнёры сидят друг напротив друга. Когда один из партнёров избавляется от карт, раунд заканчивается, и команда получает очки за карты, оставшиеся на руках у обоих соперников. Остальное — как в официальных правилах."

players 4 to 4
note "Partners is a game for four players: each player's partner is the player sitting opposite."
note[fa] "بازی هم‌تیمی برای چهار نفر است و هر کس با نفر روبه‌رویش هم‌تیمی است."
note[tr] "Eşli oyun dört kişiliktir: her oyuncunun takım arkadaşı, karşısında oturan oyuncudur."
note[ru] "Командная игра — для четырёх игроков: партнёр каждого — игрок, сидящий напротив."
designer "The official rules give partners for four players. Seats 0 and 2 are one team, seats 1 and 3 the other."

teams: partners sitting opposite
scoring: partners sitting opposite score the other hands
note "At the end of a round the points the team won are written down for both partners, so each player's score is always their team's score. The cards the winner's partner still holds do not count, only the two opponents' cards."
note[fa] "در پایان هر دور، امتیازی که تیم گرفته به حساب هر دو هم‌تیمی نوشته می‌شود؛ پس امتیاز هر بازیکن همیشه همان امتیاز تیمش است. کارت‌های هم‌تیمی برنده حساب نمی‌شوند، فقط کارت‌های دو حریف."
note[tr] "Takım turu kazanınca aynı puan iki takım arkadaşının hanesine de yazılır; yani her oyuncunun puanı takımının puanıdır. Kazananın takım arkadaşının elinde kalan kartlar sayılmaz, yalnızca iki rakibin kartları sayılır."
note[ru] "Очки записываются обоим партнёрам, поэтому счёт каждого игрока равен счёту его команды. Карты партнёра не считаются: он не соперник."
game ends at 500 points
designer "The game's winner (in the records) is the player who went out in the last round."
