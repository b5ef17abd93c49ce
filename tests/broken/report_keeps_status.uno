# planted fault: a broken pose costs two cards but the report forgets to release it, so the same broken pose can be reported again and again, two cards each time
# expect: a report settles its offence
variant broken_report_keeps_status
extends minion
report pose_broken while target holds pose: target draws 2
