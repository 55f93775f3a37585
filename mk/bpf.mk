# bpf: owned by its part; see README.
