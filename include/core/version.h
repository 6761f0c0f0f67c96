#ifndef GNOMON_VERSION_H
#define GNOMON_VERSION_H

#define GNOMON_VERSION "0.1.0"

#endif
