export { createUploadsRoutes, uploadsRoutes } from './uploads.routes.ts';
export { createFileStorage, localDiskStorage, s3Storage, type FileStorage } from './uploads.storage.ts';
export { fileUrl, findFiles, grantFileAccess, parseFileRef, toUploadedFile, folderPolicies } from './uploads.service.ts';
export type { FileRow } from './uploads.repository.ts';
