# A test variant for the primitives no bundled variant uses, so their scenarios can run.
variant primitives_house
extends standard
on skip: next draws until active colour, next loses turn
on 3: player discards all of active colour
on 5: hands are shuffled
on 4: hands pass right
# The Skip here makes the next player draw too, so standard's claim that a Reverse acts as
# a Skip with two players no longer holds (verify rightly refutes it): it is dropped.
without claim with 2 players reverse acts as skip
