//! `grundy serve`: the web playground (the `grundy-web` crate) on a local port.

use std::net::{IpAddr, SocketAddr};

use clap::Args;
use grundy_web::Limits;

use crate::Failure;

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port to listen on; 0 picks a free one (the address is printed).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The address to listen on. The default, 127.0.0.1, is reachable from this machine only;
    /// 0.0.0.0 makes the page reachable from the network.
    #[arg(long, default_value = "127.0.0.1")]
    host: IpAddr,
}

/// Serves until the process is stopped.
pub fn run(arguments: &ServeArgs) -> Result<(), Failure> {
    let limits = Limits::default();
    if !arguments.host.is_loopback() {
        eprintln!(
            "warning: listening on {}: the playground is reachable from the network, by anyone \
             who can reach this machine",
            arguments.host
        );
    }
    let address = SocketAddr::new(arguments.host, arguments.port);
    grundy_web::serve(address, limits, |bound| {
        println!("grundy serve: listening on http://{bound}/ (Ctrl-C stops it)");
    })
    .map_err(|error| Failure::other(format!("cannot serve on {address}: {error}")))
}
