# A test variant for the primitives no bundled variant uses, so their scenarios can run.
variant primitives_house
extends standard
on skip: next draws until active colour, next loses turn
on 3: player discards all of active colour
on 5: hands are shuffled
on 4: hands pass right
