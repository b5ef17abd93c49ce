from unorules.cli import main

main()
