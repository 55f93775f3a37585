# kernels: owned by its part; see README.
