# workloads: owned by its part; see README.
