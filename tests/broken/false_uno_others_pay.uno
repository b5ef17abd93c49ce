# planted fault: a false UNO call makes every other player draw, so calling UNO falsely costs the caller nothing
# expect: penalty on the rule-breaker
variant broken_false_uno_others_pay
extends uno_penalties
without claim penalty false_uno costs 2 cards
penalty false_uno: others draws 1
