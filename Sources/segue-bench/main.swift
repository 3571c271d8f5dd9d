print("segue-bench: no benchmarks yet")
