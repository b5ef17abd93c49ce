# planted fault: a dark face written in a light colour (red skip_everyone): no dark card is red, the dark side's colours are pink, teal, orange and purple
# expect: compiles
# (the compiler refuses it: which colours a side has is declared by its 'side' line)
variant broken_dark_face_light_colour
extends flip
without pair blue 1
pair blue 1 with red skip_everyone, purple skip_everyone
