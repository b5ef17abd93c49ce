# House rule (a rewrite of r05_pass_one_card.uno, which the campaign could not write): when a
# 0 is played, every player passes one card of their choice to the next player in the
# direction of play. The effect 'hands pass on 1 card' lets each player pick the card, the
# one who played the 0 first; the cards move once everybody has picked.
variant r05_pass_one_card_on
extends standard
title "House rule: a 0 passes one card on"
on 0: hands pass on 1 card
reading "The player who played the 0 picks first, then the others in the direction of play; the picked cards all move together once everyone has picked, so nobody passes on a card just received."
reading[fa] "بازیکنی که 0 را بازی کرده اول انتخاب می‌کند و بعد بقیه در جهت بازی؛ کارت‌های انتخاب‌شده وقتی همه انتخاب کردند با هم جابه‌جا می‌شوند، پس هیچ‌کس کارتی را که همین حالا گرفته دوباره رد نمی‌کند."
reading[tr] "0'ı oynayan oyuncu ilk seçer, sonra diğerleri oyun yönünde seçer; seçilen kartların hepsi herkes seçtikten sonra birlikte yer değiştirir, böylece kimse yeni aldığı bir kartı başkasına aktarmaz."
reading[ru] "Первым выбирает тот, кто сыграл 0, затем остальные по направлению игры; выбранные карты переходят все вместе, когда выбрали все, так что никто не передаёт дальше только что полученную карту."
