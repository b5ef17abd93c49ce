# why it is right: a second status on the Wild Customizable of the 2018 deck beside its Wild Shuffle Hands (dealt from a chosen player); the status goes to the next player, lasts until their turn comes round again, and the report that punishes breaking it is allowed only while it is held and releases it
variant ok_05
extends shuffle_hands_choice
title "The 2018 deck with a Wild Hush"
status hush: ends after 2 turn starts of its holder
on wild_customizable: player chooses colour, next holds hush
note "The next player must keep silent until their turn comes round again."
report spoke while target holds hush: target draws 2, target releases hush
note "A player who speaks while they must keep silent draws 2; after that they may speak again."
