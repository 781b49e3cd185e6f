//! Polynomials with coefficients modulo any prime below 2^30: exact products by three
//! number-theoretic transforms and the Chinese remainder theorem, so the modulus need not be
//! NTT-friendly (moving-coins counts modulo 10^9 + 9).

pub mod ntt;

pub use ntt::{multiply_shared, power_mod};
