# UNO played by partners: the official team rules printed with the classic rules.
variant partners
extends standard
title "UNO - partners (team play)"
about "Four players in two teams of two, partners sitting opposite each other. When either partner goes out the round ends, and the team scores the points left in both opposing hands. Everything else is the official rules."

players 4 to 4
note "The official rules give partners for four players. Seats 0 and 2 are one team, seats 1 and 3 the other."

scoring: partners sitting opposite score the other hands
note "Both partners' scores grow by the team's points, so each seat's score is its team's score. The partner's own hand is not counted: it is not an opposing hand."
game ends at 500 points
note "The first team to 500 wins; the game's winner is the player who went out in the last round."
