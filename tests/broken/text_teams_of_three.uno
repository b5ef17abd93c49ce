# Six partners meant as two teams of three, written as partners sitting opposite: the
# engine seats three pairs (0-3, 1-4, 2-5), so the book's note describes another game.
# expect: text says what the rules do
variant broken_text_teams_of_three
extends partners
players 6 to 6
note "Two teams of three, every other player a partner."
