# meant: a 'colour dump' house rule: after a number card, any number cards of the same colour may be laid with it in one turn (different numbers allowed); the last one's colour counts.
variant ok_05
extends standard
together number cards: same colour
