//! Test support for the end-to-end tests of the Discord bot: a loopback
//! Discord stand-in ([`standin`]) with payloads in Discord's shape
//! ([`payloads`]), the bot started as its own process against it
//! ([`bot`]), and one launcher of both with a database ([`session`]).
#![allow(dead_code)]

pub mod analysis;
pub mod bot;
pub mod client;
pub mod games;
pub mod help;
pub mod languages;
pub mod openapi;
pub mod payloads;
pub mod postgres;
pub mod season;
pub mod session;
pub mod standin;
pub mod tournament;
