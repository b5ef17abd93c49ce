# planted fault: the missed-UNO penalty makes the catcher draw instead of the caught player
# expect: penalty on the rule-breaker
variant broken_penalty_on_catcher
extends standard
penalty missed_uno: player draws 2
