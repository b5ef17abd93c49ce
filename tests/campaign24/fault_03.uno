# fault: the colour rule of the two challengeable wilds is 'always', so the challenge they still open can never find them guilty.
# meant: the Wild Draw Two and Wild Draw Colour may be played at any time with no colour rule and no challenge (the designer wrote 'require ...: always' because the compiler insisted on a require, and left the challenges in).
# expect: the 'if guilty' outcomes of challenge wild_draw_two and challenge wild_draw_colour can never happen; challenging is always the worse answer (innocent costs more than accepted).
variant fault_03
extends flip
require wild_draw_two, wild_draw_colour: always
