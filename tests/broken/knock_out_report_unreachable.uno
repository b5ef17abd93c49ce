# planted fault: a report of a player holding 25 cards or more, under knock-outs at 25: such a player is knocked out as the action ends, so no report is ever offered (the model once let the report be made after the round was over)
# expect: no dead clause
variant broken_knock_out_report_unreachable
extends mercy
report hoarding while target holds 25 or more cards: target draws 1
