# vm: owned by its part; see README.
