//! Ordinary legal moves (FIDE), generated with pin and check masks.
