# analysis: owned by its part; see README.
